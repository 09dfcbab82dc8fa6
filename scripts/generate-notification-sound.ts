/*
 * Synthesises the notification chime (two soft bell tones, E5 then B5, about 0.8 s) as
 * a WAV and encodes it to public/notification-sound.mp3 with LAME (`apt-get install lame`).
 * Run: node --import tsx scripts/generate-notification-sound.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE = 44_100;
const SECONDS = 0.85;

type Tone = { start: number; frequency: number; gain: number };
const tones: Tone[] = [
  { start: 0, frequency: 659.25, gain: 0.5 },
  { start: 0.13, frequency: 987.77, gain: 0.42 },
];
// Bell-like partials: [ratio, relative gain, decay time constant in seconds].
const partials: [number, number, number][] = [
  [1, 1, 0.32],
  [2, 0.28, 0.16],
  [3.01, 0.1, 0.08],
  [4.2, 0.04, 0.05],
];

const samples = new Float32Array(Math.round(RATE * SECONDS));
for (const tone of tones) {
  const offset = Math.round(tone.start * RATE);
  for (let i = 0; offset + i < samples.length; i += 1) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.006);
    let value = 0;
    for (const [ratio, gain, decay] of partials) value += gain * Math.exp(-t / decay) * Math.sin(2 * Math.PI * tone.frequency * ratio * t);
    samples[offset + i] = (samples[offset + i] ?? 0) + tone.gain * attack * value;
  }
}
// Fade the last 60 ms so the file ends in silence, then normalise to -3 dBFS.
const fade = Math.round(0.06 * RATE);
for (let i = 0; i < fade; i += 1) samples[samples.length - 1 - i] = (samples[samples.length - 1 - i] ?? 0) * (i / fade);
const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
const scale = (0.708 / peak) * 32_767;

const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, i) => data.writeInt16LE(Math.round(value * scale), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const dir = mkdtempSync(join(tmpdir(), 'campus-sound-'));
const wav = join(dir, 'chime.wav');
writeFileSync(wav, Buffer.concat([header, data]));
const out = join(import.meta.dirname, '..', 'public', 'notification-sound.mp3');
execFileSync('lame', ['--quiet', '-m', 'm', '-b', '96', '--tt', 'Campus notification', wav, out]);
rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${out}`);
