import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// The one place chart.js is set up (decision 079: only the pieces the site's charts draw are
// registered, so the rest is shaken out). Registration is global, so it is done once for every chart:
// the lottery's trend charts and the agent's team chart. Both lazy chunks import this module.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
// Only the agent's chart has a legend; it turns it on itself, so the lottery's charts stay without
// one whichever chart the visitor happened to open first.
Chart.defaults.plugins.legend.display = false;

export { Chart };
