// A Response over bytes in memory reads as fetch's Response reads its body.
import { describe, expect, it } from 'vitest';
import { BUFFERED_RESPONSE, bufferedResponse } from './client.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const init = { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' } };

describe('bufferedResponse', () => {
  it('reads like a Response: status, headers, json, text without the BOM, copies of the bytes', async () => {
    const response = bufferedResponse(bytes('{"a":[1,2]}'), init);
    expect(response).toBeInstanceOf(Response);
    expect((response as unknown as Record<symbol, unknown>)[BUFFERED_RESPONSE]).toBe(true);
    expect([response.status, response.ok, response.headers.get('content-type')]).toEqual([
      200,
      true,
      'application/json',
    ]);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ a: [1, 2] });
    expect(response.bodyUsed).toBe(true);
    expect(await bufferedResponse(bytes('\uFEFFпривет'), init).text()).toBe('привет');
    const source = bytes('abc');
    const copy = new Uint8Array(await bufferedResponse(source, init).arrayBuffer());
    copy[0] = 0;
    expect(source[0]).toBe(97);
    // A small Node Buffer is a view into a shared pool: the answer's bytes are its own, not the pool's.
    const pooled = Buffer.from('{"small":1}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    expect(new TextDecoder().decode(await bufferedResponse(pooled, init).arrayBuffer())).toBe('{"small":1}');
    expect((await bufferedResponse(pooled, init).bytes()).byteLength).toBe(pooled.byteLength);
  });

  it('is read once, as fetch allows; a clone is read on its own', async () => {
    const response = bufferedResponse(bytes('"x"'), init);
    const clone = response.clone();
    await response.text();
    await expect(response.json()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
    expect(await clone.json()).toBe('x');
  });

  it('gives a body stream when asked, and none for a null body', async () => {
    const response = bufferedResponse(bytes('stream me'), init);
    expect(await new Response(response.body).text()).toBe('stream me');
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(bufferedResponse(null, { status: 304 }).body).toBeNull();
    expect(await bufferedResponse(null, { status: 204 }).text()).toBe('');
  });

  it('answers json() with the given parse instead of the bytes, and fails with a broken body', async () => {
    const parsed = { cached: true };
    expect(await bufferedResponse(bytes('{}'), init, () => parsed).json()).toBe(parsed);
    await expect(bufferedResponse(bytes('{broken'), init).json()).rejects.toThrow(SyntaxError);
  });
});
