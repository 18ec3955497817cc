import { UPLOAD_LIMITS } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_PROBLEMS, selectAttachments } from './attachment-picking';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('selectAttachments', () => {
  it('accepts images, MP4 and MOV (also a MOV the browser gives no type)', () => {
    const picked = [
      file('a.jpg', 'image/jpeg'),
      file('b.mp4', 'video/mp4'),
      file('c.mov', 'video/quicktime'),
      file('d.MOV', ''),
    ];
    expect(selectAttachments([], picked)).toEqual({ accepted: picked, problems: [] });
  });

  it('names refused files: other types, SVG, empty and too large', () => {
    const result = selectAttachments(
      [],
      [
        file('notes.pdf', 'application/pdf'),
        file('logo.svg', 'image/svg+xml'),
        file('empty.png', 'image/png', 0),
        file('huge.png', 'image/png', 11 * MB),
        file('long.mp4', 'video/mp4', 101 * MB),
        file('fine.mp4', 'video/mp4', 50 * MB),
      ],
    );
    expect(result.accepted.map((item) => item.name)).toEqual(['fine.mp4']);
    expect(result.problems).toEqual([
      ATTACHMENT_PROBLEMS.wrongType('notes.pdf'),
      ATTACHMENT_PROBLEMS.wrongType('logo.svg'),
      ATTACHMENT_PROBLEMS.empty('empty.png'),
      ATTACHMENT_PROBLEMS.tooLarge('huge.png', 10),
      ATTACHMENT_PROBLEMS.tooLarge('long.mp4', 100),
    ]);
  });

  it('stops at the per-message maximum, counting files already attached', () => {
    const attached = Array.from({ length: UPLOAD_LIMITS.maxFilesPerMessage - 1 }, (_, index) =>
      file(`attached-${index}.png`, 'image/png'),
    );
    const result = selectAttachments(attached, [
      file('1.png', 'image/png'),
      file('2.png', 'image/png'),
      file('3.png', 'image/png'),
    ]);
    expect(result.accepted.map((item) => item.name)).toEqual(['1.png']);
    expect(result.problems).toEqual([ATTACHMENT_PROBLEMS.tooMany(2)]);
  });

  it('keeps a message within 200 MB of files, counting those already attached', () => {
    const video = (name: string) => ({ name, type: 'video/mp4', size: 90 * 1024 * 1024 });
    const result = selectAttachments(
      [video('first.mp4')],
      [video('second.mp4'), video('third.mp4'), file('small.png', 'image/png')],
    );
    expect(result.accepted.map((item) => item.name)).toEqual(['second.mp4', 'small.png']);
    expect(result.problems).toEqual([ATTACHMENT_PROBLEMS.tooMuchTogether('third.mp4')]);
  });
});
