// Writes N generated game records (bench/record_generator.h) to a file:
//   bench_archive_generate N SEED FILE
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "record_generator.h"

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: bench_archive_generate N SEED FILE\n");
        return 2;
    }
    std::ofstream out(argv[3], std::ios::binary);
    enkang::bench::writeGeneratedRecords(out, std::strtoull(argv[2], nullptr, 10),
                                         std::strtoull(argv[1], nullptr, 10));
    out.close();
    return out ? 0 : 1;
}
