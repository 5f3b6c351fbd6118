// CPU seconds a set of processes has used so far, from /proc/<pid>/stat (Linux): user + system
// time, fields 14 and 15, in clock ticks. A process that is gone counts as 0.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/** The process and its children (nginx's master and worker). */
export function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    return [pid, ...children.split(' ').filter(Boolean).map(Number)]
  } catch {
    return [pid]
  }
}

/** CPU seconds per process id, to subtract a later reading from an earlier one. */
export function cpuSeconds(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, ticksOf(pid) / TICKS_PER_SECOND]))
}

/** CPU seconds the processes used between two readings (a process new in `after` counts fully). */
export function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0)
  return total
}
