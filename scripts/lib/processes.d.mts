export function runtimeRss(parentPid?: number): number;
export function workerdPids(parentPid?: number): number[];
