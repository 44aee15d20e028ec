// Mantine styles the agent centre needs beyond the first page's set; they load with this chunk.
import '../member/member-styles';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/ScrollArea.css';
