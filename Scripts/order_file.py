"""Writes a symbol ordering file for lld from callgrind's profiles of one run (Scripts/order-file).

Usage: order_file.py BINARY FIRST_PART REST
FIRST_PART is callgrind's dump up to the first frame, REST the rest of the run. Prints the
binary's functions that ran, one mangled name a line: the first part's, then those only the rest
ran, each group sorted by name so that the file changes only where the code did.
"""

import re
import sys

# `fn=(12) name` defines a compressed name, `fn=(12)` reuses it; `ob=` does the same for the
# object file the following functions belong to. A callee's `cfn=` and `cob=` lines share these
# numbers, and may define them first.
ENTRY = re.compile(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$")
# Callgrind marks a function's recursion levels with 'N after its name.
RECURSION_SUFFIX = re.compile(r"'\d+$")


def functions_that_ran(path, binary):
    names = {"ob": {}, "fn": {}}
    in_binary = False
    ran = set()
    with open(path, errors="replace") as profile:
        for line in profile:
            match = ENTRY.match(line.rstrip("\n"))
            if not match:
                continue
            callee, kind, number, name = match.groups()
            if name is not None:
                names[kind][number] = name
            if callee:
                continue
            if kind == "ob":
                in_binary = names["ob"][number].endswith("/" + binary.rsplit("/", 1)[-1])
            elif in_binary:
                function = RECURSION_SUFFIX.sub("", names["fn"][number])
                if not function.startswith("0x"):  # code without a symbol (PLT stubs)
                    ran.add(function)
    return ran


def main():
    binary, first_part, rest = sys.argv[1:4]
    first = functions_that_ran(first_part, binary)
    later = functions_that_ran(rest, binary) - first
    if len(first) < 100:
        sys.exit(f"order_file: only {len(first)} functions ran up to the first frame; was callgrind run with --demangle=no?")
    print("\n".join(sorted(first) + sorted(later)))


main()
