print("settingsc")
