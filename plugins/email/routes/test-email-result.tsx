// What "Send a test e-mail" got back, in words: the SMTP server's own answer
// (250 …), what went wrong (a refused login, a refused connection, TLS), or that
// the message went to the built-in mailbox because no SMTP server is set up.
import { Alert, AlertDescription, AlertTitle } from '@kit/ui/alert.tsx';
import type { TestEmailAnswer } from '../settings-data.ts';

const HINTS: Record<string, string> = {
  EAUTH: 'The server refused the user name or password.',
  ECONNECTION: 'The server could not be reached. Check the host name and port.',
  ESOCKET: 'The connection failed. Check the host name, the port and the connection security.',
  ETIMEDOUT: 'The server did not answer in time. Check the host name and port, or a firewall.',
  ETLS: 'The secure connection failed. Try the other connection security, or check the port.',
  EDNS: 'The host name could not be found.',
};

export function TestEmailResult({ answer }: { answer: TestEmailAnswer }) {
  if (answer.via === 'mailbox')
    return (
      <Alert role="status">
        <AlertTitle>Sent to the built-in mailbox</AlertTitle>
        <AlertDescription>{answer.message}</AlertDescription>
      </Alert>
    );
  if (answer.ok)
    return (
      <Alert role="status">
        <AlertTitle>The SMTP server accepted the test e-mail</AlertTitle>
        <AlertDescription>
          Its answer: <code className="break-all">{answer.response}</code>
        </AlertDescription>
      </Alert>
    );
  const hint = (answer.code && HINTS[answer.code]) || null;
  return (
    <Alert variant="destructive">
      <AlertTitle>
        The test e-mail was not sent
        {answer.response_code ? ` (the server answered ${answer.response_code})` : ''}
      </AlertTitle>
      <AlertDescription>
        {hint && <p>{hint}</p>}
        <p>
          <code className="break-all">{answer.message}</code>
        </p>
      </AlertDescription>
    </Alert>
  );
}
