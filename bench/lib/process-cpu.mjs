import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux).
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds a process has used (user + system), or null where /proc is not there. On a
 * machine other work keeps busy, CPU time says more than wall time about what the work costs.
 */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}
