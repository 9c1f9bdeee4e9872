# Sourced by the check scripts: stage NAME says how long the stage before
# took and starts NAME; stage "" ends the last. CI's log so shows where
# its time goes.
stage() {
	if [[ -n ${stage_name:-} ]]; then
		printf '   (%s: %d s)\n' "$stage_name" $((SECONDS - stage_start))
	fi
	stage_name=$1 stage_start=$SECONDS
	if [[ -n $1 ]]; then
		echo "== $1"
	fi
}
