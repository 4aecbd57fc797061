@_exported import TrellisCharts
