// A local fake of Safaricom's Daraja API answering the documented shapes (no network here): OAuth, STK push,
// STK push query. `complete()` plays the payer answering on their phone: the fake posts the documented
// stkCallback to the CallBackURL the push named. The Reversal API (ADR 079): a request is acknowledged with its
// ConversationID; `completeReversal()` posts the documented Result to the ResultURL it named.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePush {
  checkoutRequestId: string;
  body: Record<string, unknown>;
  resultCode: string | null;
}

export interface FakeReversal {
  conversationId: string;
  originatorConversationId: string;
  body: Record<string, unknown>;
}

export async function startDarajaFake(keys: { key: string; secret: string }) {
  const pushes = new Map<string, FakePush>();
  const reversals: FakeReversal[] = [];
  const seen: string[] = [];
  /** The C2B URLs registered (registerurl bodies), newest last. */
  const registered: Record<string, unknown>[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push(url.pathname);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/oauth/v1/generate') {
        const basic = `Basic ${Buffer.from(`${keys.key}:${keys.secret}`).toString('base64')}`;
        if (req.headers.authorization !== basic)
          return send(400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
        return send(200, { access_token: 'fake-access-token', expires_in: '3599' });
      }
      if (req.headers.authorization !== 'Bearer fake-access-token')
        return send(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      const body = JSON.parse(raw || '{}');
      if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
        n += 1;
        const id = `ws_CO_${Date.now()}${n}`;
        pushes.set(id, { checkoutRequestId: id, body, resultCode: null });
        return send(200, {
          MerchantRequestID: `29115-${n}`,
          CheckoutRequestID: id,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
      }
      if (url.pathname === '/mpesa/stkpushquery/v1/query') {
        const p = pushes.get(body.CheckoutRequestID);
        if (!p || p.resultCode === null)
          return send(500, {
            requestId: 'x',
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          });
        return send(200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: 'x',
          CheckoutRequestID: p.checkoutRequestId,
          ResultCode: p.resultCode,
          ResultDesc:
            p.resultCode === '0'
              ? 'The service request is processed successfully.'
              : 'Request cancelled by user',
        });
      }
      if (url.pathname === '/mpesa/reversal/v1/request') {
        if (body.CommandID !== 'TransactionReversal' || !body.Initiator || !body.SecurityCredential)
          return send(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator' });
        n += 1;
        const r = {
          conversationId: `AG_20261129_${Date.now()}${n}`,
          originatorConversationId: `10571-${n}`,
          body,
        };
        reversals.push(r);
        return send(200, {
          OriginatorConversationID: r.originatorConversationId,
          ConversationID: r.conversationId,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });
      }
      if (url.pathname === '/mpesa/c2b/v1/registerurl') {
        registered.push(body);
        if (
          !/^https?:\/\//.test(String(body.ConfirmationURL)) ||
          !/^https?:\/\//.test(String(body.ValidationURL))
        )
          return send(400, {
            errorCode: '400.003.02',
            errorMessage: 'Bad Request - Invalid ConfirmationURL',
          });
        return send(200, {
          OriginatorCoversationID: 'fake-c2b',
          ResponseCode: '0',
          ResponseDescription: 'Success',
        });
      }
      send(404, { errorMessage: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payer answers: 0 paid, 1032 cancelled. Returns the callback body posted. */
  function callbackBody(push: FakePush, resultCode: string, receipt: string, amount = push.body.Amount) {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-1',
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: Number(resultCode),
          ResultDesc:
            resultCode === '0'
              ? 'The service request is processed successfully.'
              : 'Request cancelled by user',
          ...(resultCode === '0'
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: receipt },
                    { Name: 'TransactionDate', Value: 20261129120000 },
                    { Name: 'PhoneNumber', Value: Number(push.body.PhoneNumber) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  }
  async function complete(
    push: FakePush,
    resultCode: string,
    receipt: string,
    opts: { recordResult?: boolean } = {},
  ) {
    if (opts.recordResult !== false) push.resultCode = resultCode;
    const res = await fetch(String(push.body.CallBackURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(callbackBody(push, resultCode, receipt)),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  /** Daraja's result of a reversal, posted to its ResultURL (or `url`): 0 done, else refused. */
  async function completeReversal(
    r: FakeReversal,
    resultCode: string,
    opts: { url?: string; conversationId?: string } = {},
  ) {
    const res = await fetch(opts.url ?? String(r.body.ResultURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Result: {
          ResultType: 0,
          ResultCode: Number(resultCode),
          ResultDesc:
            resultCode === '0'
              ? 'The service request is processed successfully.'
              : 'The transaction has already been reversed.',
          OriginatorConversationID: r.originatorConversationId,
          ConversationID: opts.conversationId ?? r.conversationId,
          TransactionID: `RV${r.conversationId.slice(-8)}`,
          ResultParameters: { ResultParameter: [{ Key: 'Amount', Value: r.body.Amount }] },
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: r.body.QueueTimeOutURL } },
        },
      }),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  return {
    baseUrl,
    pushes,
    reversals,
    completeReversal,
    registered,
    seen,
    complete,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
