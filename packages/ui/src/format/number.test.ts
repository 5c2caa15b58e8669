import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPercent,
  formatPoints,
  formatSignedNumber,
  formatSignedPercent,
} from './number';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatNumber', () => {
  it('given a large integer should group thousands with a narrow no-break space', () => {
    expect(formatNumber(2113705)).toBe(`2${NNBSP}113${NNBSP}705`);
    expect(formatNumber(999)).toBe('999');
  });

  it('given a decimal should use a comma and one decimal by default', () => {
    expect(formatNumber(12.345)).toBe('12,3');
    expect(formatNumber(1234.56)).toBe(`1${NNBSP}234,6`);
  });

  it('given a negative number should use the minus sign, not the hyphen-minus', () => {
    expect(formatNumber(-1234)).toBe(`${MINUS}1${NNBSP}234`);
    expect(formatNumber(-0.25)).toBe(`${MINUS}0,3`);
    expect(formatNumber(-5)).not.toContain('-');
  });

  it('given fraction digit options should honour them', () => {
    expect(formatNumber(3.5, { minimumFractionDigits: 2 })).toBe('3,50');
    expect(formatNumber(1.23456, { maximumFractionDigits: 3 })).toBe('1,235');
    expect(formatNumber(2.6789, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(7, { minimumFractionDigits: 1 })).toBe('7,0');
  });
});

describe('formatSignedNumber', () => {
  it('given a gain, a loss or zero should show +, − or no sign', () => {
    expect(formatSignedNumber(1234)).toBe(`+1${NNBSP}234`);
    expect(formatSignedNumber(-56)).toBe(`${MINUS}56`);
    expect(formatSignedNumber(-1100)).toBe(`${MINUS}1${NNBSP}100`);
    expect(formatSignedNumber(0)).toBe('0');
  });

  it('given a decimal should round it and keep the sign', () => {
    expect(formatSignedNumber(-2.54)).toBe(`${MINUS}2,5`);
  });
});

describe('formatPercent', () => {
  it('given a ratio should show one decimal and a narrow no-break space before %', () => {
    expect(formatPercent(0.1234)).toBe(`12,3${NNBSP}%`);
    expect(formatPercent(0)).toBe(`0,0${NNBSP}%`);
    expect(formatPercent(1)).toBe(`100,0${NNBSP}%`);
  });

  it('given digits should show exactly that many decimals', () => {
    expect(formatPercent(0.5, 0)).toBe(`50${NNBSP}%`);
    expect(formatPercent(0.12345, 2)).toBe(`12,35${NNBSP}%`);
  });

  it('given a negative ratio should use the minus sign', () => {
    expect(formatPercent(-0.05)).toBe(`${MINUS}5,0${NNBSP}%`);
  });
});

describe('formatSignedPercent', () => {
  it('given a change should show its sign, none for zero', () => {
    expect(formatSignedPercent(0.012)).toBe(`+1,2${NNBSP}%`);
    expect(formatSignedPercent(-0.05)).toBe(`${MINUS}5,0${NNBSP}%`);
    expect(formatSignedPercent(0)).toBe(`0,0${NNBSP}%`);
    expect(formatSignedPercent(0.0046)).toBe(`+0,5${NNBSP}%`);
  });
});

describe('formatPoints', () => {
  it('given a difference of percentages should show signed points, singular below 2', () => {
    expect(formatPoints(1)).toBe(`+1,0${NBSP}pt`);
    expect(formatPoints(-2.5)).toBe(`${MINUS}2,5${NBSP}pts`);
    expect(formatPoints(0)).toBe(`0,0${NBSP}pt`);
    expect(formatPoints(1.94)).toBe(`+1,9${NBSP}pt`);
    expect(formatPoints(2)).toBe(`+2,0${NBSP}pts`);
  });

  it('given a value that rounds to 2 should use the plural of what is shown', () => {
    expect(formatPoints(1.96)).toBe(`+2,0${NBSP}pts`);
    expect(formatPoints(-1.96, 0)).toBe(`${MINUS}2${NBSP}pts`);
  });

  it('given a tiny difference that rounds to zero should show no sign', () => {
    expect(formatPoints(-0.01)).toBe(`0,0${NBSP}pt`);
  });

  it('given large differences should group digits', () => {
    expect(formatPoints(1234.5)).toBe(`+1${NNBSP}234,5${NBSP}pts`);
  });
});
