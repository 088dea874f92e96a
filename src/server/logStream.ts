import fs from 'node:fs';

/** Lines waiting past this many bytes are dropped (and counted), so a stalled log never grows the heap. */
const MAX_PENDING_BYTES = 1024 * 1024;

export interface LogStream {
  /** pino writes each line here. */
  write(line: string): void;
  /** Lines not written (write failed, or too many waiting) since start-up. */
  dropped(): number;
}

/**
 * The log's destination: lines appended to `fd` (stdout) with asynchronous writes, one at a time.
 * pino's default (sonic-boom) retries a failed write in a loop that blocks the thread
 * (`Atomics.wait`) and emits an `'error'` that ends the process; a full disk did both. Here a failed
 * write is dropped and counted, never thrown and never waited for; once a write succeeds again, a
 * line says how many were lost.
 */
export function createLogStream(fd = 1): LogStream {
  const pending: string[] = [];
  let pendingBytes = 0;
  let writing = false;
  let dropped = 0;
  let reported = 0;

  const next = () => {
    const line = pending.shift();
    if (line === undefined) {
      writing = false;
      return;
    }
    pendingBytes -= line.length;
    fs.write(fd, line, (error) => {
      if (error) {
        dropped += 1;
      } else if (dropped > reported) {
        const lost = dropped - reported;
        reported = dropped;
        enqueue(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, dropped, msg: `log: ${lost} line(s) could not be written (${dropped} since start-up)` })}\n`);
      }
      next();
    });
  };

  const enqueue = (line: string) => {
    if (pendingBytes + line.length > MAX_PENDING_BYTES) {
      dropped += 1;
      return;
    }
    pending.push(line);
    pendingBytes += line.length;
    if (!writing) {
      writing = true;
      next();
    }
  };

  return { write: enqueue, dropped: () => dropped };
}
