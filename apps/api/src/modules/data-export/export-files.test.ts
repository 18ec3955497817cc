import { describe, expect, it } from 'vitest';
import { exportFileName, safeFileName } from './export-files.ts';

describe('the names of files in an export', () => {
  it('keeps a name inside its folder on every system', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('..')).toBe('');
    expect(safeFileName('C:\\Users\\me\\Reitstall Fröhlich.jpg')).toBe('C_Users_me_Reitstall Fröhlich.jpg');
    expect(safeFileName(' \u0000con\u001f.txt ')).toBe('_con_.txt');
    const long = safeFileName(`${'a'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('prefixes the file id and names a nameless file by its type', () => {
    const id = '0123abcd-0000-4000-8000-000000000000';
    expect(exportFileName({ id, purpose: 'avatar', originalName: null, contentType: 'image/webp' })).toBe(
      'files/profile-picture/0123abcd-file.webp',
    );
    expect(
      exportFileName({ id, purpose: 'campaign-image', originalName: 'Hero shot.png', contentType: 'image/png' }),
    ).toBe('files/campaign-images/0123abcd-Hero shot.png');
    // Stored re-encoded as WebP: the name says so.
    expect(
      exportFileName({ id, purpose: 'message-attachment', originalName: 'Hero.PNG', contentType: 'image/webp' }),
    ).toBe('files/message-attachments/0123abcd-Hero.webp');
  });
});
