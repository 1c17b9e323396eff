declare module 'parse-prometheus-text-format' {
  /** Metric families as prom2json prints them. */
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
