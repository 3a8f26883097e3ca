"""The differential fuzzer behind Scripts/fuzz.py: op scripts, generators, the LP judge, the
replay clients (our `solverreplay` and a kiwisolver worker), minimisation and regression files.

Modules: `model` (ops, strengths, constraints, tolerances), `generators`, `lp` (HiGHS through
scipy), `judge`, `clients`, `kiwiworker` (run as a child process), `minimise`, `regress`.
"""
