// Files the seed's URLs point at, made here so that nothing in dev loads from a host that does not
// resolve: a logo per company (initials on a colour), the candidate's avatar, and a one-page PDF
// standing in for every seeded resume (a .docx resume is served as that PDF too: a placeholder).
import type { FileRecord } from './store';

const COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

const initials = (name: string) =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

const colourOf = (name: string) =>
  COLOURS[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % COLOURS.length];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(name: string, round: boolean): Buffer {
  const shape = round ? '<circle cx="64" cy="64" r="64"' : '<rect width="128" height="128" rx="20"';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${shape} fill="${colourOf(name)}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`,
  );
}

/** A valid one-page PDF that says which seeded file it stands for. */
function placeholderPdf(title: string): Buffer {
  const text = `(${title.replace(/[()\\]/g, '')} - seeded placeholder of the local backend) Tj`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 28} >>\nstream\nBT /F1 14 Tf 56 780 Td ${text} ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface Named {
  key: string;
  name: string;
}

export function seedFiles({
  logos,
  avatars,
  documents,
}: {
  logos: Named[];
  avatars: Named[];
  documents: Named[];
}) {
  const files = new Map<string, FileRecord>();
  for (const l of logos)
    files.set(l.key, { content_type: 'image/svg+xml', bytes: svg(l.name, false) });
  for (const a of avatars)
    files.set(a.key, { content_type: 'image/svg+xml', bytes: svg(a.name, true) });
  for (const d of documents)
    files.set(d.key, { content_type: 'application/pdf', bytes: placeholderPdf(d.name) });
  return files;
}
