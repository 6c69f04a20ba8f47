export type Row = { figure: string; value: string; goal: string; ok: boolean };
export type Recorder = (figure: string, value: string, goal: string, ok: boolean) => void;

export function createRecorder(): { rows: Row[]; record: Recorder } {
  const rows: Row[] = [];
  const record: Recorder = (figure, value, goal, ok) => {
    rows.push({ figure, value, goal, ok });
    console.log(`  ${ok ? '✓' : '✗'} ${figure}: ${value} (goal ${goal})`);
  };
  return { rows, record };
}
