#!/bin/sh
# CI: the Django REST framework reference (examples/drf) against the conformance run.
#   1. installs Debian 12's Django, DRF, simplejwt and django-filter when missing (apt-get);
#   2. runs the reference's own Django tests (expired vs forged token, rotation, error bodies);
#   3. starts it twice (guide settings, then --stock) and runs tests/conformance/drf-reference.test.ts:
#      the guide settings pass for what they implement, DRF's defaults fail naming each stock-DRF finding (docs/backend-guide.md).
# Ports DRF_GUIDE_PORT (8011) and DRF_STOCK_PORT (8012). About 40 s on the CI machine once the
# packages are installed (the install itself ~30 s).
set -eu
cd "$(dirname "$0")/.."
if ! /usr/bin/python3 -c 'import django, rest_framework, rest_framework_simplejwt, django_filters, yaml' 2>/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq python3-django python3-djangorestframework \
    python3-djangorestframework-simplejwt python3-django-filters python3-yaml
fi
(cd examples/drf && /usr/bin/python3 manage.py test reference -v 1)
DRF_REFERENCE=1 npx vitest run --project node tests/conformance/drf-reference.test.ts
