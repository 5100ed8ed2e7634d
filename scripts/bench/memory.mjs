// A process's memory as the kernel counts it (Linux /proc/<pid>/status): VmRSS is what it holds
// now, VmHWM the most it ever held ("high water mark"), which catches a peak between samples.
// Elsewhere /proc is missing and the figures are null rather than wrong.
import { readFileSync } from 'node:fs';
import { setInterval, clearInterval } from 'node:timers';

const MB = 1024 * 1024;

/** `{ rssMb, hwmMb }` of a running process, or null when it cannot be read. */
export function readMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  // The values are in kB ("VmRSS:	  81234 kB").
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? (Number(match[1]) * 1024) / MB : null;
  };
  return { rssMb: field('VmRSS'), hwmMb: field('VmHWM') };
}

/**
 * Samples VmRSS every `intervalMs` until stopped; `stop()` returns the peak as VmHWM when the
 * kernel reports it, else the largest sample, and says which it is.
 */
export function startRssSampler(pid, intervalMs = 250) {
  let maxSampled = null;
  const sample = () => {
    const rss = readMemory(pid)?.rssMb;
    if (rss != null && (maxSampled === null || rss > maxSampled)) maxSampled = rss;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const hwm = readMemory(pid)?.hwmMb ?? null;
      return hwm !== null
        ? { peakRssMb: hwm, peakSource: 'VmHWM', maxSampledRssMb: maxSampled }
        : { peakRssMb: maxSampled, peakSource: 'max sampled VmRSS', maxSampledRssMb: maxSampled };
    },
  };
}
