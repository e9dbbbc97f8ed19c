/** Turns a Node HTTP request into the API Gateway HTTP API (payload 2.0) event a Lambda receives. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

const textTypes = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml)|text\/)/i;

export function toApiGatewayEvent(input: {
  request: IncomingMessage;
  rawPath: string;
  rawQueryString: string;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const { request, rawPath, rawQueryString, body } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront's viewer-request function does in AWS (infra/stacks/web-stack.ts apiForwardingFunctionCode): the
  // shop's host is the one the connection came to, whatever X-Forwarded-Host the client sent.
  if (headers.host) headers['x-forwarded-host'] = headers.host;
  else delete headers['x-forwarded-host'];
  // API Gateway hands cookies over as a list and leaves them out of the headers.
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

  // Repeated query parameters arrive comma-joined, as API Gateway does.
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }

  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || textTypes.test(contentType);
  const now = new Date();
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(Object.keys(input.pathParameters).length ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

export function lambdaContext(functionName: string): Context {
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
