/* The floor of the benchmark: reads a file and runs libyaml's event parser over it, doing nothing
 * with the events. No program that reads the same YAML with libyaml can be faster.
 * usage: yaml-floor FILE   (exit status 0 when the file parses, 1 otherwise) */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        perror(argv[1]);
        return 2;
    }
    fclose(file);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return 1;
    yaml_parser_set_input_string(&parser, bytes, (size_t)size);
    long events = 0;
    int done = 0, status = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "parse error");
            status = 1;
            break;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return status;
}
