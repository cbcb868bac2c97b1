#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The installation test: builds bitcc as a user would (Release, no tests, no benchmarks), installs
# it into a temporary prefix, and builds and runs tests/install/consumer against it:
#   1. configure, build and `cmake --install` bitcc into build/install_test/prefix;
#   2. the installed `bitcc` command labels a board;
#   3. the consumer finds the installation with find_package(bitcc CONFIG REQUIRED COMPONENTS
#      batch) and prints the components of a hand-checked board (tests/install/consumer/
#      expected.txt) with bitcc::label and bitcc::batch;
#   4. the consumer again, with bitcc added by add_subdirectory and bitcc::batch asked for, and
#      once more without asking for it (bitcc::batch must then not exist); the consumer's own
#      code is built with -Wsign-conversion -Werror, which bitcc's headers must not break;
#   5. the consumer through FetchContent pinned to this repository's HEAD commit (a local clone:
#      no network), then to a release tag (v<version>, set on HEAD in a clone), as docs/cmake.md
#      shows it;
#   6. bitcc.pc: pkg-config gives the version and the flags that build the consumer's header-only
#      part; the installed single header builds the example bot; the installed bots play a match
#      with the installed `bitcc arena`.
# With --from BUILD, step 1 installs the build folder BUILD that a build already made (CI: the
# tests' Release build; building the command again took some 100 of the test's 183 s), and the
# consumers are configured with BUILD's compiler. A build made as a user would, without tests and
# benchmarks, is what --minimal checks.
# With --minimal, step 1 also cannot find GoogleTest, Google Benchmark or xsimd
# (CMAKE_DISABLE_FIND_PACKAGE_<name>): the library, the command, gen_table, the single header and
# a scalar-only bitcc::batch must build from cmake and a compiler alone, and a check of the
# compilers' dependency files proves that no header of those three packages was read. That build
# is a Debug one (-O0): what it checks is that the code builds without the packages, and compiler
# warnings (clang++'s in CI) do not depend on the optimization level; the same code is built
# optimized by the tests. The whole check took 109 s (164 CPU-seconds) with a Release build, 71 s
# (97) with this one, on 2 cores.
#
# Usage: tools/install_test.sh [--minimal] [--compiler CXX] [--from BUILD]
# Work files go to build/install_test/ (build/install_test_minimal/ with --minimal).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source_dir=$PWD
# The dependency check of --minimal reads the Makefile generator's <object>.d files (Ninja
# consumes and deletes them).
export CMAKE_GENERATOR="Unix Makefiles"

minimal=0
compiler=()
from=
while [ $# -gt 0 ]; do
  case "$1" in
    --minimal) minimal=1; shift ;;
    --compiler) compiler=(-DCMAKE_CXX_COMPILER="$2"); shift 2 ;;
    --from) from=$(realpath "$2"); shift 2 ;;
    *) echo "install_test.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

# The C++ compiler a build folder was configured with.
compiler_of() { sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$1/CMakeCache.txt"; }

if [ -n "$from" ]; then
  [ "$minimal" = 0 ] || { echo "install_test.sh: --from and --minimal exclude each other" >&2; exit 2; }
  [ -f "$from/CMakeCache.txt" ] || { echo "install_test.sh: $from is not a build folder" >&2; exit 2; }
  compiler=(-DCMAKE_CXX_COMPILER="$(compiler_of "$from")")
fi
work=$source_dir/build/install_test
# What the consumer's add_subdirectory builds of bitcc gets the same settings (with --minimal,
# the same packages out of reach).
shared=(-DBITCC_WERROR=ON "${compiler[@]}")
if [ "$minimal" = 1 ]; then
  work=${work}_minimal
  shared+=(-DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
           -DCMAKE_DISABLE_FIND_PACKAGE_xsimd=ON)
fi
build_type=Release
if [ "$minimal" = 1 ]; then build_type=Debug; fi
options=(-DCMAKE_BUILD_TYPE=$build_type -DBITCC_BUILD_TESTS=OFF -DBITCC_BUILD_BENCHMARKS=OFF
         "${shared[@]}")
prefix=$work/prefix
jobs=$(nproc 2>/dev/null || echo 2)
rm -rf "$work"
mkdir -p "$work"

fail() { echo "install_test.sh: FAILED: $*" >&2; exit 1; }

if [ -n "$from" ]; then
  echo "--- bitcc: install $from into $prefix"
  built_dir=$from
  cmake --install "$from" --prefix "$prefix" > "$work/install.log" ||
    { cat "$work/install.log" >&2; fail "install"; }
else
  echo "--- bitcc: configure, build, install into $prefix"
  built_dir=$work/bitcc
  cmake -S . -B "$work/bitcc" "${options[@]}" -DCMAKE_INSTALL_PREFIX="$prefix" \
        > "$work/configure.log" 2>&1 || { cat "$work/configure.log" >&2; fail "configure"; }
  grep -A1 "bitcc::batch" "$work/configure.log" || true
  cmake --build "$work/bitcc" -j "$jobs" > "$work/build.log" 2>&1 ||
    { tail -50 "$work/build.log" >&2; fail "build"; }
  cmake --install "$work/bitcc" > "$work/install.log" ||
    { cat "$work/install.log" >&2; fail "install"; }
fi
for built in tools/gen_table single_include/bitcc.hpp single_include/bitcc_wide.hpp; do
  [ -e "$built_dir/$built" ] || fail "the build did not make $built"
done
for installed in bin/bitcc bin/bitcc-example-bot bin/bitcc-random-bot include/bitcc/label.hpp \
                 include/bitcc/batch.hpp include/bitcc/version.hpp share/bitcc/bitcc.hpp \
                 share/bitcc/bitcc_wide.hpp include/bitcc/wide/wide.hpp \
                 share/doc/bitcc/LICENSE lib/pkgconfig/bitcc.pc \
                 lib/cmake/bitcc/bitccConfig.cmake lib/cmake/bitcc/bitccConfigVersion.cmake \
                 lib/cmake/bitcc/bitccTargets.cmake lib/libbitcc_batch.a; do
  [ -e "$prefix/$installed" ] || fail "$installed is not installed (see $work/install.log)"
done

if [ "$minimal" = 1 ]; then
  # Every header a compilation read is in its dependency file (<object>.d, written by the
  # compiler for CMake's dependency scanning; in the full build the xsimd kernels' files name
  # xsimd's headers).
  depfiles=$(find "$built_dir" -name "*.o.d")
  [ -n "$depfiles" ] || fail "no dependency files under $built_dir"
  if grep -lE '/(gtest|gmock|benchmark|xsimd)/' $depfiles; then
    fail "the files above read a header of GoogleTest, Google Benchmark or xsimd"
  fi
  if grep -rlE 'gtest|benchmark|xsimd' --include=link.txt "$built_dir"; then
    fail "the link commands above name GoogleTest, Google Benchmark or xsimd"
  fi
  echo "--- minimal: no header or library of GoogleTest, Google Benchmark or xsimd was used"
fi

echo "--- the installed bitcc command"
answer=$(echo 13c4b | "$prefix/bin/bitcc" label)
[ "$answer" = "3 3043 8 10c00" ] || fail "'echo 13c4b | bitcc label' printed '$answer'"
echo "bitcc label: $answer"
version=$(sed -n 's/^#define BITCC_VERSION "\(.*\)"$/\1/p' kernels/bitcc/version.hpp)
[ -n "$version" ] || fail "no BITCC_VERSION in kernels/bitcc/version.hpp"
answer=$("$prefix/bin/bitcc" --version)
[ "$answer" = "bitcc $version" ] || fail "'bitcc --version' printed '$answer', not 'bitcc $version'"
echo "$answer"
echo "--- the installed bots, in a match refereed by the installed bitcc arena"
"$prefix/bin/bitcc" arena "$prefix/bin/bitcc-example-bot --depth 1 --ms 10000" \
    "$prefix/bin/bitcc-random-bot" --games 2 --quiet --turn-ms 10000 --first-turn-ms 10000 \
    > "$work/arena.out" || fail "the installed bots' match: exit status $?"
grep -q "^games: 2 " "$work/arena.out" || fail "the installed bots' match: $(cat "$work/arena.out")"
head -1 "$work/arena.out"

expected=tests/install/consumer/expected.txt
run_consumer() {
  local name=$1
  shift
  echo "--- consumer: $name"
  cmake -S tests/install/consumer -B "$work/consumer_$name" -DCMAKE_BUILD_TYPE=Release \
        "${shared[@]}" "$@" > "$work/consumer_$name.log" 2>&1 ||
    { cat "$work/consumer_$name.log" >&2; fail "consumer ($name): configure"; }
  grep -E "^-- bitcc" "$work/consumer_$name.log" || true
  cmake --build "$work/consumer_$name" -j "$jobs" >> "$work/consumer_$name.log" 2>&1 ||
    { tail -50 "$work/consumer_$name.log" >&2; fail "consumer ($name): build"; }
  "$work/consumer_$name/consumer" > "$work/consumer_$name.out" ||
    fail "consumer ($name): exit status $?"
}

run_consumer find_package -DCMAKE_PREFIX_PATH="$prefix"
diff "$expected" "$work/consumer_find_package.out" || fail "consumer (find_package): output differs"

run_consumer subdirectory -DBITCC_CONSUMER_SUBDIRECTORY="$source_dir"
diff "$expected" "$work/consumer_subdirectory.out" || fail "consumer (subdirectory): output differs"

run_consumer subdirectory_without_batch -DBITCC_CONSUMER_SUBDIRECTORY="$source_dir" \
             -DBITCC_CONSUMER_WITHOUT_BATCH=ON
grep -v batch "$expected" | diff - "$work/consumer_subdirectory_without_batch.out" ||
  fail "consumer (subdirectory without batch): output differs"
if [ "$minimal" = 0 ]; then
  # The committed HEAD, cloned from this repository by FetchContent (uncommitted changes are not
  # in it).
  commit=$(git -C "$source_dir" rev-parse HEAD 2>/dev/null) || fail "FetchContent: not a git clone"
  run_consumer fetchcontent -DBITCC_CONSUMER_FETCH_REPOSITORY="$source_dir" \
               -DBITCC_CONSUMER_FETCH_TAG="$commit"
  diff "$expected" "$work/consumer_fetchcontent.out" || fail "consumer (FetchContent): output differs"
  # ... and pinned to a release tag, as docs/cmake.md shows it: a clone of HEAD tagged v<version>
  # (releases are tagged so; the tag is set in the clone, so this also runs between releases).
  rm -rf "$work/tagged_clone"
  git clone -q "$source_dir" "$work/tagged_clone" || fail "FetchContent: cannot clone"
  git -C "$work/tagged_clone" tag -f "v$version" "$commit" > /dev/null
  run_consumer fetchcontent_tag -DBITCC_CONSUMER_FETCH_REPOSITORY="$work/tagged_clone" \
               -DBITCC_CONSUMER_FETCH_TAG="v$version"
  diff "$expected" "$work/consumer_fetchcontent_tag.out" ||
    fail "consumer (FetchContent, tag v$version): output differs"
fi

echo "--- pkg-config: bitcc.pc"
command -v pkg-config > /dev/null ||
  fail "pkg-config is missing (Debian: apt-get install pkgconf)"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
answer=$(pkg-config --modversion bitcc) || fail "pkg-config does not find bitcc.pc"
[ "$answer" = "$version" ] || fail "pkg-config --modversion bitcc: '$answer', not '$version'"
cxx=$(compiler_of "$built_dir")
# shellcheck disable=SC2046  # the flags are words
"$cxx" -std=c++17 -O1 -Wall -Wextra -Werror $(pkg-config --cflags bitcc) \
    tests/install/consumer/main.cpp -o "$work/consumer_pkg_config" || fail "pkg-config: build"
"$work/consumer_pkg_config" > "$work/consumer_pkg_config.out" || fail "pkg-config: exit status $?"
grep -v batch "$expected" | diff - "$work/consumer_pkg_config.out" || fail "pkg-config: output differs"
echo "bitcc.pc: version $answer, flags $(pkg-config --cflags bitcc)"

echo "--- the installed single header builds the example bot"
"$cxx" -std=c++17 -O1 -Wall -Wextra -Werror -I"$prefix/share/bitcc" tools/bots/example_bot.cpp \
    -o "$work/example_bot_installed_header" || fail "the installed single header: build"
echo "install_test.sh: passed"
