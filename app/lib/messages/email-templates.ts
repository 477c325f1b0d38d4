/**
 * The e-mail template editors' copy about tokens: each token's label in the editor's list, and
 * the refusal of a template that names a token the editor does not know.
 */
export const emailTemplateMessages = {
  tokenLabels: {
    'lead.name': "Customer's name",
    'lead.service': 'Service asked for',
    'lead.email': "Customer's e-mail",
    'lead.phone': "Customer's phone",
    'lead.address': "Customer's address",
    'lead.message': "Customer's message",
    'business.name': 'Business name',
    'business.phone': 'Business phone',
    'business.phoneHref': 'Business phone as a call link (tel:)',
    'business.email': 'Business e-mail',
    'review.link': 'Your review link',
  },
  tokensHeading: 'Insert a token',
  tokensHelp:
    'Customer tokens are filled from each request; business tokens from the site as published when the e-mail is sent.',
  insertToken: (token: string, label: string) => `Insert ${token}: ${label}`,
  unknownTokens: (tokens: readonly string[]) =>
    `Not saved: ${tokens.join(', ')} ${tokens.length === 1 ? 'is not a token' : 'are not tokens'} this e-mail knows. Use the tokens listed below the editor, such as {{lead.phone}} or {{business.phone}}.`,
} as const;
