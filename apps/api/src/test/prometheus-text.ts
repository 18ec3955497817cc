/** One sample of a Prometheus text exposition: `name{label="value",…} 1.5`. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a scrape (comments skipped); enough of the format for what our registry writes. */
export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', raw = ''] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = raw.replace(/\\(.)/g, '$1');
    }
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The metric families a scrape declares (`# TYPE name type`), by name. */
export function familiesOf(text: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) families.set(match[1] ?? '', match[2] ?? '');
  return families;
}

/** The value of the one sample with this name and these labels (undefined when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
