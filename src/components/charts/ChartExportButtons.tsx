/** "Download SVG" and "Download PNG" for one chart, placed under the chart by its panel. */
import { useState, type RefObject } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import './Charts.css';

export type ExportedChart = 'headroom' | 'growth' | 'loadProfile' | 'hourlyUnits' | 'timeline';

interface Props {
  chart: ExportedChart;
  /** The element around the chart (its figure); the chart's SVG and its `.chart-legend` are found inside it. */
  containerRef: RefObject<HTMLElement | null>;
  /** The image's title, as the chart is labelled on the page. */
  title: string;
  /** False while the chart is still loading: there is nothing to export yet. */
  ready?: boolean;
}

export function ChartExportButtons({ chart, containerRef, title, ready = true }: Props) {
  const t = useT();
  const [status, setStatus] = useState('');

  const exportAs = async (format: 'svg' | 'png') => {
    const container = containerRef.current;
    // Read on click, not subscribed: the buttons never re-render while a slider moves.
    const name = useScenarioStore.getState().scenario.name;
    try {
      // The export's code, the file's name and its download load on the first click: the first view draws the
      // buttons, not the image.
      const [
        { backgroundBehind, findChartSvg, standaloneSvg, svgToPng },
        { exportFileName },
        { downloadBlob },
      ] = await Promise.all([import('./svgExport'), import('../fileNames'), import('../download')]);
      const fileName = exportFileName(name, chart, format);
      const svg = findChartSvg(container);
      if (!svg) {
        setStatus(t('exportImport.chart.failed'));
        return;
      }
      const image = standaloneSvg(svg, {
        title,
        background: backgroundBehind(svg),
        legend: container?.querySelector('.chart-legend'),
      });
      const blob =
        format === 'svg'
          ? new Blob([image.text], { type: 'image/svg+xml;charset=utf-8' })
          : await svgToPng(image);
      downloadBlob(blob, fileName);
      setStatus(t('exportImport.saved', { fileName }));
    } catch {
      setStatus(t('exportImport.chart.failed'));
    }
  };

  return (
    <div className="export-chart" role="group" aria-label={t(`exportImport.chart.${chart}`)}>
      <button
        type="button"
        className="button"
        disabled={!ready}
        onClick={() => void exportAs('svg')}
      >
        {t('exportImport.chart.svg')}
      </button>
      <button
        type="button"
        className="button"
        disabled={!ready}
        onClick={() => void exportAs('png')}
      >
        {t('exportImport.chart.png')}
      </button>
      <p className="export-chart-status panel-hint" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
