import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { LANGUAGE_TAGS, type Locale } from '@storefront/shared/routes';

/** One figure of a mail's summary: a label and its value as the reader's language writes it. */
export interface MailRow {
  label: string;
  value: string;
}

/** What a mail says; the component lays it out the same way for every kind. */
export interface MailContent {
  locale: Locale;
  heading: string;
  /** Each paragraph as plain text; React escapes it. */
  paragraphs: string[];
  rows?: MailRow[];
  action?: { label: string; href: string };
  /** Why the reader gets this mail. */
  footer?: string;
  /** Marketing only: the unsubscribe link that works without logging in. */
  unsubscribe?: { label: string; href: string };
}

const page = { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, "PingFang SC", "Hiragino Sans", sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: '6px', maxWidth: '560px', padding: '32px' };
const small = { color: '#71717a', fontSize: '12px', lineHeight: '18px' };
const button = { backgroundColor: '#18181b', borderRadius: '4px', color: '#ffffff', fontSize: '15px', padding: '12px 20px', textDecoration: 'none' };

/** The shop's one mail layout, in the mail's language (lang on the root, so readers and screen readers pick its voice). */
export function MailDocument({ locale, heading, paragraphs, rows, action, footer, unsubscribe }: MailContent) {
  return (
    <Html lang={LANGUAGE_TAGS[locale]}>
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, i) => (
            <Text key={i} style={{ fontSize: '15px', lineHeight: '22px' }}>
              {paragraph}
            </Text>
          ))}
          {rows?.length ? (
            <Section style={{ margin: '16px 0' }}>
              {rows.map((row, i) => (
                <Text key={i} style={{ fontSize: '14px', lineHeight: '20px', margin: '4px 0' }}>
                  {row.label}: <strong>{row.value}</strong>
                </Text>
              ))}
            </Section>
          ) : null}
          {action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button href={action.href} style={button}>
                {action.label}
              </Button>
            </Section>
          ) : null}
          {footer ? (
            <>
              <Hr />
              <Text style={small}>{footer}</Text>
            </>
          ) : null}
          {unsubscribe ? (
            <Text style={small}>
              <Link href={unsubscribe.href}>{unsubscribe.label}</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part and the plain-text part of one mail, from the same content. */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const element = <MailDocument {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
