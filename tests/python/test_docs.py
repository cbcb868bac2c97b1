# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The documentation's Python: every ```python block of README.md and docs/*.md runs as it stands
# (as tests/check_doc_code.sh compiles the C++ blocks), so that a renamed call breaks this test,
# not the reader.
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def python_blocks():
    blocks = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        for match in re.finditer(r"^```python\n(.*?)^```$", text, re.M | re.S):
            line = text.count("\n", 0, match.start()) + 1
            blocks.append(pytest.param(match.group(1), id=f"{doc.name}:{line}"))
    return blocks


BLOCKS = python_blocks()


def test_the_docs_have_python_blocks():
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("code", BLOCKS)
def test_a_python_block_runs(code):
    exec(compile(code, "<doc>", "exec"), {})


def test_the_extension_stubs_name_its_calls():
    # _bitcc.pyi (what type checkers and editors read) names every call of the extension and no
    # other: a call renamed or removed in C++ fails here. Its submodules have stubs of their own.
    import ast
    import types

    import bitcc._bitcc as extension
    stub = ast.parse((ROOT / "python" / "bitcc" / "_bitcc.pyi").read_text(encoding="utf-8"))
    stubbed = {node.name for node in stub.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    calls = {name for name in dir(extension) if not name.startswith("__")
             and not isinstance(getattr(extension, name), types.ModuleType)}
    assert stubbed == calls
