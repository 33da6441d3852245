import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions, chromiumPath, DEFAULT_CHROMIUM_PATH } from '#src/chromium.ts';

describe('chromiumPath', () => {
  it("is Debian's binary unless CHROMIUM_PATH says otherwise", () => {
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: '  ' })).toBe(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: ' /opt/chrome/chrome ' })).toBe('/opt/chrome/chrome');
  });

  it('leaves the choice to Playwright for CHROMIUM_PATH=playwright', () => {
    expect(chromiumPath({ CHROMIUM_PATH: 'playwright' })).toBeUndefined();
  });
});

describe('chromiumLaunchOptions', () => {
  it('starts the configured binary with the shared flags', () => {
    // Any executable file passes the check; this one surely exists.
    const options = chromiumLaunchOptions({ CHROMIUM_PATH: process.execPath });
    expect(options).toEqual({ executablePath: process.execPath, args: [...chromiumArgs] });
    expect(options.args).toContain('--headless');
    expect(options.args).toContain('--no-sandbox');
  });

  it("gives Playwright's own browser the same flags", () => {
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: 'playwright' })).toEqual({ args: [...chromiumArgs] });
  });

  it('says how to get a browser when the binary is missing', () => {
    expect(() => chromiumLaunchOptions({ CHROMIUM_PATH: '/nonexistent/chromium' })).toThrow(
      /No Chromium found at \/nonexistent\/chromium\.[\s\S]*apt-get install -y chromium[\s\S]*CHROMIUM_PATH=playwright/,
    );
  });

  it('hands out a copy of the flags, so one consumer cannot change them for the others', () => {
    const options = chromiumLaunchOptions({ CHROMIUM_PATH: 'playwright' });
    options.args.push('--mutated');
    expect(chromiumArgs).not.toContain('--mutated');
  });
});
