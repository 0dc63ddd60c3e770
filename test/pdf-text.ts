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

const STRUCTURE_SCRIPT = `
import { getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { info } = await pdf.getMetadata();
const markInfo = await pdf.getMarkInfo();
const trees = [];
for (let i = 1; i <= pdf.numPages; i++) trees.push(await (await pdf.getPage(i)).getStructTree());
process.stdout.write(JSON.stringify({ info, markInfo, trees }));
`;

/** A node of a page's structure tree as PDF.js reads it: a role and its children, or a piece of marked content. */
export type StructNode = { role?: string; lang?: string; alt?: string; children?: StructNode[]; type?: string };

/** What a PDF says about its tagging: the info dictionary (with the catalog's Lang), MarkInfo, each page's structure. */
export function pdfStructure(
  bytes: Uint8Array,
): Promise<{ info: Record<string, unknown>; markInfo: { Marked?: boolean } | null; trees: (StructNode | null)[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', STRUCTURE_SCRIPT],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the PDF could not be read: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}

/** The roles of a structure tree, depth first. */
export const structRoles = (node: StructNode | null): string[] =>
  node ? [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(structRoles)] : [];
