#!/usr/bin/env python3
"""Writes a program's man page, gzipped, from its --help text, so that the
page says what the program says (like help2man, which needs a --version
these programs do not have).

The help text is read as: a "Usage:" line (the synopsis), paragraphs, and
headed blocks ("Options:", "Commands:", "Exit status: ...") of indented
items, an item being a term, maybe continued on deeper lines that start
with "[", and its description after two spaces or on deeper lines.

Usage: help_to_man.py --program PATH --help-arg ARG --name NAME --section N
                      --summary TEXT [--synopsis TEXT] [--description TEXT]...
                      [--see-also PAGE]...
                      --output FILE.gz
"""
import argparse
import gzip
import re
import subprocess


def roff(text):
    """Escapes text for roff: backslashes, hyphens (as minus signs, so that
    options can be copied) and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def items(lines):
    """Indented lines -> [(term lines, description lines)]."""
    out = []
    base = min(len(l) - len(l.lstrip()) for l in lines)
    for line in lines:
        indent, text = len(line) - len(line.lstrip()), line.strip()
        if indent == base:
            # "term  description", or "10 description" (a numbered list, such as exit codes).
            term_desc = re.split(r"\s{2,}|(?<=^\d)\s+|(?<=^\d\d)\s+", text, maxsplit=1)
            out.append(([term_desc[0]], term_desc[1:]))
        elif not out[-1][1] and text.startswith("["):
            out[-1][0].append(text)
        else:
            out[-1][1].append(text)
    return out


def body(help_text, name):
    """The help text as roff: the synopsis it gives, then its sections."""
    synopsis, parts, paragraph, block = None, [], [], []

    def flush():
        if paragraph:
            parts.append(".PP\n" + roff(" ".join(paragraph)))
            paragraph.clear()
        if block:
            for terms, desc in items(block):
                parts.append(".TP\n\\fB" + roff(" ".join(terms)) + "\\fR")
                parts.append(roff(" ".join(desc)) if desc else ".br")
            block.clear()

    for line in help_text.splitlines():
        if line.lower().startswith(name.lower() + ":"):
            continue  # the program's title: NAME says it
        if line.startswith("Usage: "):
            # Qt writes the path the program was started by; the page names it.
            synopsis = re.sub(r"^\S+", name, line[len("Usage: "):])
        elif not line.strip():
            flush()
        elif line[0].isspace():
            if paragraph:
                flush()
            block.append(line.rstrip())
        else:
            if block:
                flush()
            heading = re.fullmatch(r"([A-Z][\w ]*):(.*)", line.strip())
            if heading and heading.group(1) in ("Options", "Commands", "Arguments", "Exit status"):
                flush()
                parts.append(".SH " + heading.group(1).upper())
                if heading.group(2).strip():
                    paragraph.append(heading.group(2).strip())
            else:
                paragraph.append(line.strip())
    flush()
    return synopsis, parts


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--program", required=True)
    a.add_argument("--help-arg", default="--help")
    a.add_argument("--name", required=True)
    a.add_argument("--section", required=True)
    a.add_argument("--summary", required=True)
    a.add_argument("--synopsis")
    a.add_argument("--description", action="append", default=[], help="a paragraph before the help's")
    a.add_argument("--see-also", action="append", default=[])
    a.add_argument("--output", required=True)
    args = a.parse_args()

    help_text = subprocess.run([args.program, args.help_arg], check=True, capture_output=True,
                               text=True).stdout
    synopsis, parts = body(help_text, args.name)
    synopsis = args.synopsis or synopsis or args.name
    page = [f'.TH {args.name.upper()} {args.section} "" "Enkang" "Enkang"',
            ".SH NAME", f"{roff(args.name)} \\- {roff(args.summary)}",
            ".SH SYNOPSIS", f"\\fB{roff(args.name)}\\fR {roff(synopsis[len(args.name):].strip())}",
            ".SH DESCRIPTION", *(".PP\n" + roff(p) for p in args.description), *parts]
    if args.see_also:
        page += [".SH SEE ALSO", ", ".join(
            re.sub(r"^(.*)\((\w+)\)$", r"\\fB\1\\fR(\2)", roff(p)) for p in args.see_also)]
    # mtime 0 and no file name: the same help gives the same bytes.
    with open(args.output, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                                       filename="", compresslevel=9) as out:
        out.write(("\n".join(page) + "\n").encode("utf-8"))


if __name__ == "__main__":
    main()
