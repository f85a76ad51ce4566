import { decrypt, encrypt, newSecurityCode, normalizeSecurityCode, safeEqual } from '../../platform/crypto.js';

/** The recovery ("security") code: made by the server, stored encrypted, shown again on request. */
export const securityCodes = {
  issue(key: Buffer): { code: string; sealed: string } {
    const code = newSecurityCode();
    return { code, sealed: encrypt(key, code) };
  },
  reveal(key: Buffer, sealed: string): string {
    return decrypt(key, sealed);
  },
  matches(key: Buffer, sealed: string | null, input: string): boolean {
    if (!sealed) return false;
    return safeEqual(decrypt(key, sealed), normalizeSecurityCode(input));
  },
};

/** SecurityCode.pdf: the user id and code on one page, generated on the server with pdfkit. */
export async function securityCodePdf(opts: { userId: number; username: string; code: string; issuedAt: Date }): Promise<Buffer> {
  // pdfkit (and its fonts) is loaded on the first download, not at start (decision 033: idle memory)
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 48, info: { Title: 'Poolmates security code', Author: 'Poolmates' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor('#3b5bdb').fontSize(22).text('Poolmates', { align: 'left' });
    doc.moveDown(0.3).fillColor('#1d2433').fontSize(14).text('Your security code');
    doc.moveDown(1).fontSize(11).fillColor('#6b7385').text('User ID');
    doc.fontSize(16).fillColor('#1d2433').text(String(opts.userId));
    doc.moveDown(0.4).fontSize(11).fillColor('#6b7385').text('Username');
    doc.fontSize(16).fillColor('#1d2433').text(opts.username);
    doc.moveDown(0.4).fontSize(11).fillColor('#6b7385').text('Security code');
    doc.font('Courier-Bold').fontSize(22).fillColor('#1d2433').text(opts.code);
    doc.moveDown(1.2).font('Helvetica').fontSize(10).fillColor('#6b7385')
      .text('Keep this page somewhere safe. With it you can choose a new password if you lose access to your email. '
        + 'It works once: after a reset you get a new code.');
    doc.moveDown(0.6).text(`Issued ${opts.issuedAt.toISOString().slice(0, 10)}`);
    doc.end();
  });
}
