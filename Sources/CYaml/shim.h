#ifndef SETTINGSC_CYAML_SHIM_H
#define SETTINGSC_CYAML_SHIM_H
#include <yaml.h>
#endif
