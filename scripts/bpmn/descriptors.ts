/**
 * Writes our flowable and activiti moddle descriptors from camunda-bpmn-moddle's camunda.json (BPMN-NOTES §2):
 * same types, renamed name/uri/prefix, every `camunda:` reference moved to the new prefix (TaskListener keeps its
 * `id` and timer `eventDefinitions`, so timeout listeners survive a round trip), plus the yudao extension types of
 * SPEC §3 (Button, Assignee, Condition). `--check` compares instead of writing (a unit test does the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveDescriptor } from '../../src/shared/bpmn/deriveDescriptor.ts';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
let stale = 0;
for (const prefix of ['flowable', 'activiti'] as const) {
  const file = path.join(root, `src/shared/bpmn/descriptors/${prefix}.json`);
  const json = `${JSON.stringify(deriveDescriptor(camunda, prefix), null, 2)}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === json) continue;
  if (check) {
    stale++;
    console.error(`过期: ${path.relative(root, file)}（运行 node --import tsx scripts/bpmn/descriptors.ts）`);
  } else {
    fs.writeFileSync(file, json);
    console.log(`写入 ${path.relative(root, file)}`);
  }
}
if (check && stale) process.exit(1);
