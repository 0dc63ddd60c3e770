// The text of a PDF, read by a PDF library (unpdf, PDF.js): in a child node process, because PDF.js is an ES module
// that jest's CommonJS sandbox cannot import (a dynamic import there needs --experimental-vm-modules).
import { execFile } from 'node:child_process';

const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify({ pages: totalPages, text }));
`;

/** The pages' text of a PDF (throws when the library cannot read it). */
export function pdfPages(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the PDF could not be read: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { pages: number; text: string[] });
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}

/** All text of a PDF on one line (extraction splits lines into runs: whitespace becomes one space). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await pdfPages(bytes);
  return text.join(' ').replace(/\s+/g, ' ');
}
