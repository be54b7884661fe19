#!/usr/bin/env bash
# Reproduces models/en-de.attn (models/build.sh en de): see models/build.sh for the steps and the environment.
#
#   models/build-en-de.sh [MINUTES]
exec "$(dirname "$0")/build.sh" en de "$@"
