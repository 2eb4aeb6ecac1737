# Puts the project's Node.js first on PATH for this shell: the machine's own when it is already a
# Node 24 release, otherwise the exact version in .nvmrc, installed once from the npm registry (the
# node-<os>-<arch> package carries the official binary) into ~/.cache/verified-remote-work/
# ($XDG_CACHE_HOME/verified-remote-work/ when that is set).
#
#   source scripts/use-node.sh
#
# .ci/run sources it too. Sourced, so it returns instead of exiting, and names its variables to
# stay out of the shell's way.
#
# Shells and CI steps may install at the same time: each unpacks into a folder of its own beside
# the install's, checks that its node runs, and renames the folder into place. A rename never
# replaces an install that is there, so the first one to finish wins and the others use its copy;
# nobody's install is removed or written into while another shell uses it.
_vrw_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_vrw_version="$(tr -d ' v\n\r' < "$_vrw_root/.nvmrc")"
_vrw_major="${_vrw_version%%.*}"
_vrw_current="$(node --version 2>/dev/null || true)"

# rename(2) of a folder: fails, changing nothing, when the target is there (GNU mv -T; perl's rename
# elsewhere, as BSD mv would move the folder into the target instead).
_vrw_rename() {
  if mv --version >/dev/null 2>&1; then
    mv -T "$1" "$2" 2>/dev/null
  elif command -v perl >/dev/null 2>&1; then
    perl -e 'rename($ARGV[0], $ARGV[1]) or exit 1' "$1" "$2"
  else
    [ ! -e "$2" ] && mv "$1" "$2"
  fi
}

if [ "${_vrw_current%%.*}" != "v$_vrw_major" ]; then
  case "$(uname -s)" in Linux) _vrw_os=linux ;; Darwin) _vrw_os=darwin ;; *) _vrw_os=unsupported ;; esac
  case "$(uname -m)" in x86_64 | amd64) _vrw_arch=x64 ;; aarch64 | arm64) _vrw_arch=arm64 ;; *) _vrw_arch=unsupported ;; esac
  _vrw_cache="${XDG_CACHE_HOME:-$HOME/.cache}/verified-remote-work"
  _vrw_dir="$_vrw_cache/node-v$_vrw_version-$_vrw_os-$_vrw_arch"
  if [ ! -x "$_vrw_dir/bin/node" ] && mkdir -p "$_vrw_cache" && _vrw_tmp="$(mktemp -d "$_vrw_dir.installing-XXXXXX")"; then
    echo "Installing Node.js $_vrw_version (node-$_vrw_os-$_vrw_arch from the npm registry) into $_vrw_dir"
    # Left by an install that was killed: an install takes seconds to minutes, not an hour.
    find "$_vrw_cache" -maxdepth 1 -name "node-v*.installing-*" ! -path "$_vrw_tmp" -mmin +60 -exec rm -rf {} + 2>/dev/null || true
    # npm pack checks the tarball against the registry's integrity hash.
    if mkdir "$_vrw_tmp/pack" "$_vrw_tmp/node" &&
      (cd "$_vrw_tmp/pack" && npm pack --silent "node-$_vrw_os-$_vrw_arch@$_vrw_version" >/dev/null) &&
      tar -xzf "$_vrw_tmp"/pack/node-*.tgz -C "$_vrw_tmp/node" --strip-components=1 &&
      "$_vrw_tmp/node/bin/node" --version >/dev/null; then
      if ! _vrw_rename "$_vrw_tmp/node" "$_vrw_dir"; then
        if [ -x "$_vrw_dir/bin/node" ]; then
          echo "Another shell installed Node.js $_vrw_version meanwhile: using its copy"
        else
          # Something at the install's path that is no install: set aside, then this copy in its place.
          { mv "$_vrw_dir" "$_vrw_tmp/replaced" && _vrw_rename "$_vrw_tmp/node" "$_vrw_dir"; } || true
        fi
      fi
    fi
    rm -rf "$_vrw_tmp"
  fi
  if [ -x "$_vrw_dir/bin/node" ]; then
    export PATH="$_vrw_dir/bin:$PATH"
    hash -r 2>/dev/null || true
  else
    echo "Could not install Node.js $_vrw_version; install Node $_vrw_major yourself (https://nodejs.org)" >&2
  fi
fi
echo "Node.js $(node --version) at $(command -v node)"
unset -f _vrw_rename
unset _vrw_root _vrw_version _vrw_major _vrw_current _vrw_os _vrw_arch _vrw_cache _vrw_dir _vrw_tmp
