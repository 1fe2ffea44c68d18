#!/usr/bin/env python3
"""Django's command-line entry for the reference (examples/drf/README.md)."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "reference.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
