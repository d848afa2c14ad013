#!/bin/sh
# luno-array.sh: one shard of a long `luno sim` run per Slurm array task (docs/SIMULATION.md).
#
#   sbatch --array=1-32 docs/slurm/luno-array.sh RULES GAMES [SEED] [BOTS]
#   sbatch --dependency=afterok:JOBID --wrap 'luno merge part-*.json --json > run.json'
#
# Task K of the array plays shard K/N (N = the array's task count) of GAMES games from SEED
# and writes part-K.json in the submission folder. Every task gets the same arguments;
# only K changes, so `luno merge` gives exactly the totals of one run.
#SBATCH --job-name=luno-sim
#SBATCH --cpus-per-task=1
#SBATCH --mem=512M
#SBATCH --time=02:00:00
#SBATCH --output=luno-%A_%a.log
set -eu

rules=${1:?usage: luno-array.sh RULES GAMES [SEED] [BOTS]}
games=${2:?usage: luno-array.sh RULES GAMES [SEED] [BOTS]}
seed=${3:-1}
bots=${4:-random}
: "${SLURM_ARRAY_TASK_ID:?submit with sbatch --array=1-N}"
: "${SLURM_ARRAY_TASK_COUNT:?submit with sbatch --array=1-N}"
luno=${LUNO:-luno}

cd "${SLURM_SUBMIT_DIR:-.}"
exec "$luno" sim --rules "$rules" --games "$games" --seed "$seed" --bots "$bots" \
  --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" --out "part-$SLURM_ARRAY_TASK_ID.json"
