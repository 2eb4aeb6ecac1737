# Puts the project's Node.js first on PATH for this shell: the machine's own when it is already a
# Node 24 release, otherwise the exact version in .nvmrc, installed once from the npm registry (the
# node-<os>-<arch> package carries the official binary) into ~/.cache/verified-remote-work/.
#
#   source scripts/use-node.sh
#
# .ci/run sources it too. Sourced, so it returns instead of exiting, and names its variables to
# stay out of the shell's way.
_vrw_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_vrw_version="$(tr -d ' v\n\r' < "$_vrw_root/.nvmrc")"
_vrw_major="${_vrw_version%%.*}"
_vrw_current="$(node --version 2>/dev/null || true)"

if [ "${_vrw_current%%.*}" != "v$_vrw_major" ]; then
  case "$(uname -s)" in Linux) _vrw_os=linux ;; Darwin) _vrw_os=darwin ;; *) _vrw_os=unsupported ;; esac
  case "$(uname -m)" in x86_64 | amd64) _vrw_arch=x64 ;; aarch64 | arm64) _vrw_arch=arm64 ;; *) _vrw_arch=unsupported ;; esac
  _vrw_dir="${XDG_CACHE_HOME:-$HOME/.cache}/verified-remote-work/node-v$_vrw_version-$_vrw_os-$_vrw_arch"
  if [ ! -x "$_vrw_dir/bin/node" ]; then
    echo "Installing Node.js $_vrw_version (node-$_vrw_os-$_vrw_arch from the npm registry) into $_vrw_dir"
    _vrw_tmp="$(mktemp -d)"
    # npm pack checks the tarball against the registry's integrity hash.
    if (cd "$_vrw_tmp" && npm pack --silent "node-$_vrw_os-$_vrw_arch@$_vrw_version" >/dev/null) &&
      rm -rf "$_vrw_dir.part" && mkdir -p "$_vrw_dir.part" && tar -xzf "$_vrw_tmp"/node-*.tgz -C "$_vrw_dir.part" --strip-components=1; then
      rm -rf "$_vrw_dir" && mv "$_vrw_dir.part" "$_vrw_dir"
    else
      rm -rf "$_vrw_dir.part"
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
unset _vrw_root _vrw_version _vrw_major _vrw_current _vrw_os _vrw_arch _vrw_dir _vrw_tmp
