export function formatSeconds(seconds: number): string;
export function stageTable(stages: { name: string; seconds: number; outcome: 'passed' | 'failed' }[], wallSeconds?: number): string;
