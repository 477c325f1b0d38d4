/**
 * The outer HTML every default e-mail is built from: a grey page with a centred white card,
 * in presentation tables because mail clients ignore most CSS layout. `rows` are the card's
 * table rows, each line indented to sit inside it and the first after a line break.
 */
export function emailDocument(rows: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0;">
      <tr>
        <td align="center">
          <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">${rows}
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}
