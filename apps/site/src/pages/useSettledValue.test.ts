import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './useSettledValue';

afterEach(() => {
  vi.useRealTimers();
});

describe('useSettledValue', () => {
  it('given quick steps should show each one at once and commit only the last, once', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const { result } = renderHook(() => useSettledValue<number>(2024, commit, 350));
    act(() => result.current[1](2025));
    expect(result.current[0]).toBe(2025);
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current[1](2026));
    expect(result.current[0]).toBe(2026);
    act(() => vi.advanceTimersByTime(349));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(2026);
  });

  it('given a step back to the current value should commit nothing', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const { result } = renderHook(() => useSettledValue<number>(2024, commit, 350));
    act(() => result.current[1](2025));
    act(() => result.current[1](2024));
    act(() => vi.advanceTimersByTime(400));
    expect(commit).not.toHaveBeenCalled();
    expect(result.current[0]).toBe(2024);
  });

  it('given a new value from outside should show it', () => {
    const { result, rerender } = renderHook(
      ({ value }) => useSettledValue<number>(value, vi.fn()),
      {
        initialProps: { value: 2024 },
      },
    );
    rerender({ value: 2019 });
    expect(result.current[0]).toBe(2019);
  });
});
