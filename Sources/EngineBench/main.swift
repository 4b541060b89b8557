// Engine micro-benchmark: placeholder until the engine lands.
print("engine benchmark: not yet")
