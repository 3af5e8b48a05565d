# shellcheck shell=bash
# Common settings for the scripts in this directory. Source it; do not run it.

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${GCPMU_WORK:-$REPO/work}          # ignored by git: kernel tree, build trees
KSRC=${GCPMU_KSRC:-$WORK/linux}         # kernel git tree; tag "base" = pristine source
KBUILD=${GCPMU_KBUILD:-$WORK/build}     # out-of-tree build: KUnit + e2e kernel
BASE_TAG=base
KVER_PKG=linux-source-7.3               # Debian trixie-backports package
KUNITCONFIGS=("$KSRC/drivers/gpu/drm/amd/amdgpu/tests/.kunitconfig" "$REPO/kunit/.kunitconfig")
# Added only where the tree defines every symbol they set (scripts/build).
KUNITCONFIGS_OPTIONAL=("$REPO/kunit/perf-device.kunitconfig" "$REPO/kunit/perf-sync.kunitconfig")
# Built-in suites scripts/kunit runs: every one the test config enables, i.e.
# the series' amdgpu suites and the perf core's device PMU suite (patch 2).
KUNIT_FILTER=${KUNIT_FILTER:-*}

export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
export CCACHE_BASEDIR=$WORK             # cache hits across clones in other folders
export CCACHE_NOHASHDIR=true
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-20G}
MAKE_CC="CC=ccache gcc"
JOBS=${JOBS:-$(nproc)}

GIT_ID=(-c user.name="GC PMU Bot" -c user.email="gc-pmu@example.invalid")

# What a KUnit or guest log must not contain: lockdep, KASAN, kmemleak,
# might_sleep and other kernel reports.
SPLAT='BUG: |WARNING: |possible recursive locking|possible circular locking|inconsistent lock state|unreferenced object|Kernel panic|Call Trace:|sleeping function called'

log() { printf '[%(%H:%M:%S)T] %s: %s\n' -1 "$(basename "$0")" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# Print the --help text: the comment block after the shebang.
usage() { sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p}' "$0"; }

help_requested() {
	case "${1:-}" in -h|--help) usage; exit 0 ;; esac
}

need_base() {
	git -C "$KSRC" rev-parse -q --verify "$BASE_TAG^{commit}" >/dev/null 2>&1 ||
		die "no kernel tree at $KSRC; run scripts/setup first"
}

# The postings (patches/postings): one per route to the lists, in the order
# scripts/apply applies them. Fields: dir, patches, subject prefix (PATCH or
# RFC), the postings it needs (comma separated, - for none), and the
# ceilings of its changed lines and in-series test lines.
POSTINGS_FILE=$REPO/patches/postings
postings() { grep -vE '^[[:space:]]*(#|$)' "$POSTINGS_FILE"; }

# The patches of one posting, in order (its cover letter is not a patch).
posting_patches() {
	find "$REPO/patches/$1" -maxdepth 1 -name '[0-9][0-9][0-9][0-9]-*.patch' \
		! -name '0000-*' 2>/dev/null | sort
}

# The postings to apply: all of them, or with --without P[,P...], all but
# those and the ones that need them (directly or through another posting).
posting_dirs() {
	local dir n prefix needs rest d
	local -A out=()
	if [ "${1:-}" = --without ]; then
		for d in ${2//,/ }; do out[$d]=1; done
	fi
	while read -r dir n prefix needs rest; do
		for d in ${needs//,/ }; do
			[ -n "${out[$d]:-}" ] && { out[$dir]=1; break; }
		done
		[ -n "${out[$dir]:-}" ] && continue
		echo "$dir"
	done < <(postings)
}

# The standalone configuration CI also builds: the GFX12 posting
# as amd-gfx would merge it first, without the perf core's device PMU RFC,
# the GFX9 follow-up and what depends on them.
STANDALONE_WITHOUT=2-perf-device,5-amdgpu-gc-gfx9
# Then on top of it the postings that need only those (the GFX9 follow-up:
# 3+4+5, a merge that no prefix of the full stack builds), still without
# the perf core RFC.
STANDALONE_THEN_WITHOUT=2-perf-device

# The series' patches in order: every posting's (--without P: see
# posting_dirs).
series_patches() {
	local d
	for d in $(posting_dirs "$@"); do
		posting_patches "$d"
	done
}

# Files a patch touches (new-side paths).
patch_files() {
	git apply --numstat "$1" | cut -f3
}

# The tree object of base + patches/, computed on a scratch index (the work
# tree is not touched). Prints the tree id; fails naming the patch that
# does not apply.
# A key for the series' content: SERIES_TREE_CACHE="<key>:<tree>" (set by
# scripts/check-quick) spares each check of one run applying it again.
series_key() { series_patches | xargs -r cat | git hash-object --stdin; }

series_tree() {	# [TREE]: the tree of TREE (default base) + the series
	local idx p
	if [ -z "${1:-}" ] && [ -n "${SERIES_TREE_CACHE:-}" ] &&
	   [ "${SERIES_TREE_CACHE%%:*}" = "$(series_key)" ]; then
		echo "${SERIES_TREE_CACHE#*:}"
		return 0
	fi
	idx=$(mktemp)
	GIT_INDEX_FILE=$idx git -C "$KSRC" read-tree "${1:-$BASE_TAG}"
	while read -r p; do
		GIT_INDEX_FILE=$idx git -C "$KSRC" apply --cached "$p" ||
			{ rm -f "$idx"; log "$(basename "$p") does not apply on ${1:-$BASE_TAG}"; return 1; }
	done < <(series_patches)
	GIT_INDEX_FILE=$idx git -C "$KSRC" write-tree
	rm -f "$idx"
}

# The base tree as upstream has it: Debian's perf_event_paranoid=3 patch
# reverted (scripts/lib/undebian-perf.py). The series must apply there too:
# no hunk may carry Debian-only lines in its context.
upstream_base_tree() {
	local idx f blob
	idx=$(mktemp)
	GIT_INDEX_FILE=$idx git -C "$KSRC" read-tree "$BASE_TAG"
	for f in include/linux/perf_event.h kernel/events/core.c security/Kconfig; do
		blob=$(git -C "$KSRC" show "$BASE_TAG:$f" |
			python3 "$REPO/scripts/lib/undebian-perf.py" "$f" |
			git -C "$KSRC" hash-object -w --stdin) || { rm -f "$idx"; return 1; }
		GIT_INDEX_FILE=$idx git -C "$KSRC" update-index --cacheinfo 100644,"$blob","$f"
	done
	GIT_INDEX_FILE=$idx git -C "$KSRC" write-tree
	rm -f "$idx"
}

# The make target that builds the object of a .c file. amdkfd's files are
# compiled by amdgpu's Makefile, so they are only buildable from there.
obj_target() {
	local o=${1%.c}.o
	case $o in
	drivers/gpu/drm/amd/amdkfd/*) echo "drivers/gpu/drm/amd/amdgpu/../amdkfd/${o#drivers/gpu/drm/amd/amdkfd/}" ;;
	*) echo "$o" ;;
	esac
}

# The out-of-tree harness (kunit/harness/) calls functions that the series
# exports for nobody (it exports only what its own KUnit suites use).
# kunit/kernel-glue/<path> holds what the test kernel appends to each kernel
# file for it (EXPORT_SYMBOL_IF_KUNIT lines, one wrapper); harness_glue_apply
# appends them and strips them again on exit, so the tree stays the series'
# (and keeps a developer's uncommitted edits of those files).
# HARNESS_GLUE=0 builds without (scripts/standalone's trees have no harness).
GLUE_DIR=$REPO/kunit/kernel-glue
harness_glue_files() { (cd "$GLUE_DIR" && find . -type f | sed 's|^\./||' | sort); }
harness_glue_restore() {	# strips the glue where a file ends with it
	local f k g
	for f in $(harness_glue_files); do
		k=$KSRC/$f g=$GLUE_DIR/$f
		[ -f "$k" ] && [ -s "$g" ] || continue
		while [ "$(stat -c %s "$k")" -ge "$(stat -c %s "$g")" ] &&
		      tail -c "$(stat -c %s "$g")" "$k" | cmp -s - "$g"; do
			truncate -s "-$(stat -c %s "$g")" "$k"
		done
	done
}
harness_glue_append() {	# onto the files as they are
	[ "${HARNESS_GLUE:-1}" = 1 ] || return 0
	local f
	for f in $(harness_glue_files); do
		[ -f "$KSRC/$f" ] || die "kernel-glue: $f is not in the tree"
		cat "$GLUE_DIR/$f" >> "$KSRC/$f"
	done
}
harness_glue_apply() {	# onto the series' files; restored on exit
	harness_glue_restore
	trap harness_glue_restore EXIT
	harness_glue_append
}

# W=1 and sparse on the objects built from .c files the series touches. A
# warning counts if it points at a line the series adds or changes, in a .c
# or a header: older warnings of files we touch are not ours to fix.
# Run in $KSRC after a build of $KBUILD (scripts/build, scripts/standalone).
series_w1_sparse() {
	local cfiles objs keep f cmd differ hdrs sparse_cmd out warn
	mapfile -t cfiles < <(git diff --name-only --diff-filter=AM "$BASE_TAG" HEAD -- '*.c')
	# SPARSE_SAME_AS=REF (scripts/standalone): leave out the files that, with
	# the series' headers they include (their .o.cmd), are as in commit REF,
	# whose build checked them line for line.
	if [ -n "${SPARSE_SAME_AS:-}" ]; then
		differ=$(git diff --name-only "$SPARSE_SAME_AS" HEAD)
		hdrs=$(git diff --name-only "$BASE_TAG" HEAD -- '*.h' | grep -xF -f <(echo "$differ") || true)
		keep=()
		for f in "${cfiles[@]}"; do
			cmd=$KBUILD/$(dirname "$f")/.$(basename "${f%.c}").o.cmd
			if grep -qxF "$f" <<<"$differ" || [ ! -f "$cmd" ] ||
			   { [ -n "$hdrs" ] && grep -qF -f <(echo "$hdrs") "$cmd"; }; then
				keep+=("$f")
			fi
		done
		cfiles=("${keep[@]}")
	fi
	objs=()
	for f in "${cfiles[@]}"; do
		[ -f "$KBUILD/${f%.c}.o" ] && objs+=("$(obj_target "$f")")
	done
	if [ ${#objs[@]} -eq 0 ]; then
		log "no series objects built; nothing to check with W=1/sparse"
		return 0
	fi
	# Debian 12's sparse 0.6.4 predates __typeof_unqual__, stops after 100
	# errors (module_param() trips it) and fails the build on errors in lines
	# that are not ours: scripts/lib/sparse works around all three.
	sparse_cmd="$REPO/scripts/lib/sparse"
	log "W=1 + sparse on ${#objs[@]} objects"
	touch "${cfiles[@]}"
	out=$(make O="$KBUILD" ARCH=x86_64 "$MAKE_CC" -j"$JOBS" W=1 C=1 CHECK="$sparse_cmd" \
		CF="-fmax-errors=100000" "${objs[@]}" 2>&1) ||
		{ printf '%s\n' "$out" | grep -E 'error' | head -n 40; die "W=1/sparse build failed"; }
	warn=$(printf '%s\n' "$out" | python3 "$REPO/scripts/lib/series-lines.py" "$KSRC" "$BASE_TAG")
	if [ -n "$warn" ]; then
		printf '%s\n' "$warn"
		die "$(printf '%s\n' "$warn" | wc -l) W=1/sparse warning(s) on lines the series touches"
	fi
	# Restore the normal build flags of these objects for the next incremental build.
	make -s O="$KBUILD" ARCH=x86_64 "$MAKE_CC" -j"$JOBS" "${objs[@]}" >/dev/null
	log "ok: W=1 + sparse clean on the series' lines (${#objs[@]} objects)"
}
