import fs from 'node:fs';

/** CPU seconds (user + system) used so far by the server, this bench process and PostgreSQL's processes. */
export function cpuTimes(serverPid: number): { server: number; bench: number; postgres: number } {
  const tick = 100; // USER_HZ on Linux
  const ofPid = (pid: number | string) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      return 0;
    }
  };
  let postgres = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += ofPid(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return { server: ofPid(serverPid), bench: ofPid(process.pid), postgres };
}
