#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder image, in /autograder/source (this zip's contents).
#
# Needs: a Swift 6 toolchain. Gradescope's Ubuntu images have none, so when `swift` is missing this installs the one
# named by SWIFT_TOOLCHAIN_URL: set it below to the Linux tarball for the image's Ubuntu release from the "Install
# Swift" page of the Swift project (for example swift-6.1.2-RELEASE-ubuntu22.04.tar.gz), plus the system libraries
# that page lists. Nothing else is installed: the kit depends on no package outside the toolchain.
set -euo pipefail
SWIFT_TOOLCHAIN_URL="${SWIFT_TOOLCHAIN_URL:-}"
cd "$(dirname "$0")"

if ! command -v swift >/dev/null 2>&1; then
  if [ -z "$SWIFT_TOOLCHAIN_URL" ]; then
    echo "setup.sh: no Swift toolchain; set SWIFT_TOOLCHAIN_URL at the top of setup.sh (see the comment there)" >&2
    exit 1
  fi
  apt-get update
  apt-get install -y --no-install-recommends ca-certificates curl binutils git gnupg2 libc6-dev \
    libcurl4-openssl-dev libedit2 libgcc-11-dev libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev \
    libz3-dev pkg-config tzdata unzip zlib1g-dev
  mkdir -p /opt/swift
  curl -fsSL "$SWIFT_TOOLCHAIN_URL" | tar -xz -C /opt/swift --strip-components=1
  ln -sf /opt/swift/usr/bin/* /usr/local/bin/
fi
swift --version

# Build the grader once, and grade the shipped stubs once so every submission starts from a warm build.
swift build -c release --product grader
.build/release/grader autograde --submission Lessons --results /tmp/warm-up-results.json
