// RenderPipeline: placeholder until its issue lands.
