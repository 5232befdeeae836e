// Local stand-ins for the outside world a message goes to (the outbox tests): an SMS gateway for the HTTP channel and
// an SMTP server for mail accounts, both on 127.0.0.1, recording what they received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmsGateway {
  url: string;
  /** Every request's JSON body, answered or refused. */
  requests: { mobile: string; content: string }[];
  /** The bodies it answered 200 to: what reached a phone. */
  delivered: { mobile: string; content: string }[];
  /** The next n requests are answered 500 (the provider's outage). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  let failing = 0;
  const requests: SmsGateway['requests'] = [];
  const delivered: SmsGateway['delivered'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = JSON.parse(body) as { mobile: string; content: string };
      requests.push(message);
      if (failing > 0) {
        failing--;
        res.writeHead(500).end('provider down');
        return;
      }
      delivered.push(message);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    requests, delivered,
    failNext: (n) => { failing = n; },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface MailServer {
  port: number;
  received: { to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const received: MailServer['received'] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'], allowInsecureAuth: true, logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { port: (smtp.server.address() as AddressInfo).port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** A mail as the SMTP server got it with its quoted-printable parts decoded (soft breaks joined), to search for words. */
export const mailText = (data: string): string =>
  data.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
